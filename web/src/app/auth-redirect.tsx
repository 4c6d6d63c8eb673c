import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useCurrentAddress } from '../lib/browser/search-params';
import { loginPathFor } from '@/lib/addresses';

/**
 * Teaches the API client how to send the user to sign in when the server answers 401 to a call
 * that carried a token: through the router (so a memory location works in tests), with the
 * current address as `redirect`, and with the previous user's cached data dropped.
 */
export function UnauthorizedRedirect() {
  const [, navigate] = useLocation();
  const address = useCurrentAddress();
  const queryClient = useQueryClient();
  const addressRef = useRef(address);

  useEffect(() => {
    addressRef.current = address;
  }, [address]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      navigate(loginPathFor(addressRef.current), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);

  return null;
}
