// A feature of the web app (web/src/features/<name>/) may not import another feature: pages
// compose features, and what two features need lives in web/src/components or web/src/lib
// (ARCHITECTURE.md). The rule resolves each import (relative, or `@/` for web/src) against the
// importing file; no-restricted-imports only sees the specifier text, which cannot tell `../cart`
// (a sibling feature) from `../api` (the feature's own folder).
import path from 'node:path';

const srcDir = `${path.sep}web${path.sep}src${path.sep}`;
const featuresDir = `${srcDir}features${path.sep}`;

/** Where an import specifier points, or null for a package. */
function resolveImport(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  if (!source.startsWith('@/')) return null;
  const at = filename.lastIndexOf(srcDir);
  return at === -1 ? null : path.join(filename.slice(0, at + srcDir.length), source.slice(2));
}

/** The feature a file or folder belongs to, or null outside web/src/features. */
function featureOf(file) {
  const at = file.lastIndexOf(featuresDir);
  if (at === -1) return null;
  return file.slice(at + featuresDir.length).split(path.sep)[0] || null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature may not import another feature.' },
    messages: {
      crossFeature:
        'features/{{own}} may not import features/{{other}}: pages compose features; move what both need to web/src/components or web/src/lib (see ARCHITECTURE.md).',
    },
    schema: [],
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const own = featureOf(filename);
    if (!own) return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(filename, source);
      if (!target) return;
      const other = featureOf(`${target}${path.sep}`);
      if (other && other !== own) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { own, other } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
