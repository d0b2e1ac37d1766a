export {
  TextField,
  Input,
  Textarea,
  Select,
  InputControl,
  TextareaControl,
  SelectControl,
} from './field';
export type { TextFieldProps, TextareaProps, SelectProps, SelectOption } from './field';
