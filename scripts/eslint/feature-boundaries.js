// The web app's layers import one way: lib <- shared <- features <- pages (web/README.md, "Where
// code goes"). A feature (web/src/features/<name>/) may not import another feature: pages compose
// features, and data two features read lives in a named shared area (web/src/shared/<data>/). A
// shared area may import lib but no feature, page or the app; lib imports none of them. The rule
// resolves each import (relative, or `@/` for web/src) against the importing file;
// no-restricted-imports only sees the specifier text, which cannot tell `../cart` (a sibling
// feature) from `../api` (the feature's own folder).
import path from 'node:path';

const srcDir = `${path.sep}web${path.sep}src${path.sep}`;

/** Where an import specifier points, or null for a package. */
function resolveImport(filename, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  if (!source.startsWith('@/')) return null;
  const at = filename.lastIndexOf(srcDir);
  return at === -1 ? null : path.join(filename.slice(0, at + srcDir.length), source.slice(2));
}

/** The top folder of web/src a file or folder is in (`features`, `lib`...) and the one below it. */
function placeOf(file) {
  const at = file.lastIndexOf(srcDir);
  if (at === -1) return null;
  const [layer, name] = file.slice(at + srcDir.length).split(path.sep);
  return { layer, name: name || null };
}

/** What each layer may not import: the layers above it (the app composes them all). */
const above = {
  lib: ['shared', 'features', 'pages', 'app'],
  shared: ['features', 'pages', 'app'],
  features: ['pages', 'app'],
};

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web layers import one way (lib <- shared <- features <- pages); no feature imports another.',
    },
    messages: {
      crossFeature:
        'features/{{own}} may not import features/{{other}}: pages compose features; move data both read to web/src/shared/<data>/ (web/README.md, "Where code goes").',
      upward:
        '{{own}}/ may not import {{other}}/: the layers import one way, lib <- shared <- features <- pages (web/README.md, "Where code goes").',
    },
    schema: [],
  },
  create(context) {
    const own = placeOf(path.resolve(context.filename));
    if (!own || !(own.layer in above)) return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(path.resolve(context.filename), source);
      if (!target) return;
      const other = placeOf(`${target}${path.sep}`);
      if (!other) return;
      if (own.layer === 'features' && other.layer === 'features' && other.name !== own.name) {
        context.report({
          node: node.source,
          messageId: 'crossFeature',
          data: { own: own.name, other: other.name },
        });
      } else if (above[own.layer].includes(other.layer)) {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { own: own.layer, other: other.layer },
        });
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
