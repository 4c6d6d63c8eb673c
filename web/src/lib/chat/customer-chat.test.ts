import { afterEach, describe, expect, it } from 'vitest';
import { loadCustomerChat } from './customer-chat';

const scripts = () => document.querySelectorAll('script#customer-chat-widget');

afterEach(() => scripts().forEach((script) => script.remove()));

describe('customer chat loader', () => {
  it('is off by default in tests, even with an address', () => {
    expect(loadCustomerChat({ src: 'https://chat.example/widget.js' })).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('stays off without an address', () => {
    expect(loadCustomerChat({ enabled: true, src: '' })).toBe(false);
    expect(scripts()).toHaveLength(0);
  });

  it('adds the async script once when enabled', () => {
    const options = { enabled: true, src: 'https://chat.example/widget.js', locale: 'en' };
    expect(loadCustomerChat(options)).toBe(true);
    expect(loadCustomerChat(options)).toBe(true);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.src).toBe('https://chat.example/widget.js');
    expect(script.async).toBe(true);
    expect(script.dataset.locale).toBe('en');
  });
});
