export { Card, CardTitle } from './card';
