// One place for the web app's addresses (web/README.md, "How we do addresses"; decision 046):
// web/src/lib/addresses.ts builds every in-app address from the route table's patterns
// (`pathTo('/my/orders/:orderId', { orderId })`). The rule refuses, anywhere else in web/src, a
// string or template literal starting with '/' given as a link's `href` / `to` (a JSX attribute or
// an object's property, as in a table of navigation items), or to `navigate` / `setLocation`,
// including either branch of a `?:`, `||` or `??`.

const linkProps = new Set(['href', 'to']);
const navigators = new Set(['navigate', 'setLocation']);

/** The literal addresses in an expression: itself, or the branches of a choice between values. */
function literalAddresses(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && node.value.startsWith('/') ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis[0].value.cooked.startsWith('/') ? [node] : [];
    case 'ConditionalExpression':
      return [...literalAddresses(node.consequent), ...literalAddresses(node.alternate)];
    case 'LogicalExpression':
      return [...literalAddresses(node.left), ...literalAddresses(node.right)];
    case 'JSXExpressionContainer':
      return literalAddresses(node.expression);
    default:
      return [];
  }
}

const nameOf = (node) =>
  node.type === 'Identifier' || node.type === 'JSXIdentifier'
    ? node.name
    : node.type === 'Literal'
      ? String(node.value)
      : node.type === 'MemberExpression' && !node.computed
        ? node.property.name
        : null;

export const appPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'In-app addresses are built by lib/addresses.ts, never written out.' },
    messages: {
      literal:
        'build the address with pathTo(pattern, params) from @/lib/addresses, not a literal (web/README.md, "How we do addresses").',
    },
    schema: [],
  },
  create(context) {
    const report = (nodes) =>
      nodes.forEach((node) => context.report({ node, messageId: 'literal' }));
    return {
      JSXAttribute(node) {
        if (linkProps.has(nameOf(node.name))) report(literalAddresses(node.value));
      },
      Property(node) {
        if (!node.computed && linkProps.has(nameOf(node.key))) {
          report(literalAddresses(node.value));
        }
      },
      CallExpression(node) {
        if (navigators.has(nameOf(node.callee))) report(literalAddresses(node.arguments[0]));
      },
    };
  },
};

export default { rules: { 'app-paths': appPaths } };
