export { Table, TableWrapper, TableCaption, THead, TBody, Tr, Th, Td } from './table';
export type { TableWrapperProps } from './table';
