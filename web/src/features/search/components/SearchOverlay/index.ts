export { SearchOverlay, searchPath, type SearchOverlayProps } from './SearchOverlay';
