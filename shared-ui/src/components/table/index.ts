export { Table, TableWrapper, TableCaption, THead, TBody, Tr, Th, Td } from './table';
