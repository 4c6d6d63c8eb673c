// One query style in the web app (web/README.md, "How we do queries"; decision 046): every read
// of the API goes through `useApiQuery` / `useApiInfiniteQuery` of web/src/lib/api-query.ts, the
// one module that calls TanStack's query hooks. The rule refuses, everywhere else in web/src:
// - importing a query hook from @tanstack/react-query (useQuery, useQueries, useSuspenseQuery,
//   useInfiniteQuery, ... and queryOptions), under any local name;
// - calling a query hook of a ts-rest route (`tsr.content.listFaqs.useQuery(...)`, or of a route
//   taken from a table);
// - a comment that switches this rule off: there is no exception to say why (a read the wrapper
//   cannot make is a change of lib/api-query.ts, reviewed there).

const queryHook = /^use(Suspense)?(Infinite)?Quer(y|ies)$|^usePrefetch(Infinite)?Query$/;
const tanstackQueryName = (name) => queryHook.test(name) || name === 'queryOptions';
const disablesThisRule = /eslint-disable(-next-line|-line)?\b([^\n]*)/;

export const queryStyle = {
  meta: {
    type: 'problem',
    docs: { description: 'Every read of the web app goes through lib/api-query.ts.' },
    messages: {
      plainHook:
        'read with useApiQuery(read, { queryKey, queryData }) from @/lib/api-query, not {{name}} (web/README.md, "How we do queries").',
      routeHook:
        'read with useApiQuery(route, { queryKey, queryData }) from @/lib/api-query, not the route\'s {{name}} (web/README.md, "How we do queries").',
      disabled:
        'the query style has no exception: make the read with @/lib/api-query (web/README.md, "How we do queries").',
    },
    schema: [],
  },
  create(context) {
    const ruleName = 'local/query-style';
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@tanstack/react-query') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const name = specifier.imported.name ?? specifier.imported.value;
          if (tanstackQueryName(name)) {
            context.report({ node: specifier, messageId: 'plainHook', data: { name } });
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const name = callee.property.name;
        if (queryHook.test(name)) context.report({ node, messageId: 'routeHook', data: { name } });
      },
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const directive = disablesThisRule.exec(comment.value);
          if (!directive) continue;
          const rules = directive[2].split('--')[0].trim();
          // A bare `eslint-disable` switches every rule off, this one with them.
          if (rules === '' || rules.split(/[\s,]+/).includes(ruleName)) {
            context.report({ loc: comment.loc, messageId: 'disabled' });
          }
        }
      },
    };
  },
};

export default { rules: { 'query-style': queryStyle } };
