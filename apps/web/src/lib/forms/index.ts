export { type FieldError, type FormSchema, schemaErrors } from './field-errors';
export { preparing, toNumber } from './prepare';
export { useSchemaForm } from './use-schema-form';
