export { Skeleton, Spinner, ProgressBar } from './feedback';
