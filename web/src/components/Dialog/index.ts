export { Dialog, SideDrawer, type DialogProps, type SideDrawerProps } from './Dialog';
