// Turns Fastify's JSON-schema (ajv) errors into one sentence that names the field.

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export function validationMessage(errors: readonly SchemaError[]): string {
  const error = errors[0];
  if (!error) return 'Invalid request';
  const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  switch (error.keyword) {
    case 'required':
      return `${joinPath(field, String(error.params.missingProperty))} is required`;
    case 'type':
      return field
        ? `${field} must be ${article(String(error.params.type))}`
        : `Request body must be ${article(String(error.params.type))}`;
    case 'minLength':
      return `${field} cannot be empty`;
    case 'maxLength':
      return `${field} must be at most ${String(error.params.limit)} characters long`;
    case 'maxItems':
      return `${field} must have at most ${String(error.params.limit)} items`;
    case 'minimum':
      return `${field} must be at least ${String(error.params.limit)}`;
    case 'enum':
      return `${field} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return field ? `${field} ${error.message ?? 'is invalid'}` : `Request ${error.message ?? 'is invalid'}`;
  }
}

function joinPath(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

// ajv reports several allowed types as 'string,null'.
function article(types: string): string {
  return types
    .split(',')
    .map((type) => {
      if (type === 'null') return 'null';
      return type === 'array' || type === 'integer' || type === 'object' ? `an ${type}` : `a ${type}`;
    })
    .join(' or ');
}
