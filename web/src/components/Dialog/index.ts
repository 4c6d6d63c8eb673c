export {
  Dialog,
  DialogActions,
  SideDrawer,
  type DialogActionsProps,
  type DialogProps,
  type SideDrawerProps,
} from './Dialog';
