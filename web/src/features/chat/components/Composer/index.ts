export { Composer, imageProblem, type ComposerProps } from './Composer';
