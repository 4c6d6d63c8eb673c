import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../components/StatusPage/StatusPage';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the address), a failed page gets another chance. */
  resetKey?: unknown;
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/** Shows the error page of SPEC §2 instead of a blank screen when a page throws while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return this.props.fallback ?? <ErrorPage />;
    return this.props.children;
  }
}
