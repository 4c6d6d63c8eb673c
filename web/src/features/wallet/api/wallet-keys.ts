export const walletKeys = {
  all: ['wallet'] as const,
  credits: () => [...walletKeys.all, 'credits'] as const,
};
