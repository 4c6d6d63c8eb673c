export { StoreFrame, type StoreFrameProps } from './StoreFrame';
