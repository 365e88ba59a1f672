import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Anything with Zod's safeParse: the contracts' field schemas validate forms exactly as the server does. */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } };
}

export function schemaRule(schema: FieldSchema, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(t(result.error?.issues[0]?.message ?? ''));
    },
  };
}

export function requiredRule(message: string, t: TFunction): FormRule {
  return { required: true, whitespace: true, message: t(message) };
}

/** The confirmation field must equal `field`. */
export function sameAsRule(field: string, message: string, t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(t(message));
    },
  });
}
