export { Sheet, type SheetProps } from './sheet';
