export { Modal, Dialog, type ModalProps } from './modal';
