export {
  SnsLoginButtons,
  envSnsModes,
  type SnsLoginButtonsProps,
  type SnsModes,
} from './SnsLoginButtons';
