import { signUpFormSchema, orderTypeFilters } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './index';
import { ok, okPage } from './envelope';
import { PageQuery, commaList } from './query';
import {
  bodySchemaOf,
  choicesOf,
  fieldInfo,
  fieldOf,
  isZodSchema,
  objectShape,
  typeNameOf,
} from './schema-reading';
import { PostSort, SubscriptionListQuery } from './schemas/catalogue';
import { CreateOrderBody, OrderListQuery } from './schemas/order';
import { ProductPostBody } from './schemas/seller-post';
import { EmailVerified, SignInBody, SignUpBody } from './schemas/session';

const field = (schema: z.ZodTypeAny, key: string) => {
  const found = fieldOf(schema, key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('fieldInfo', () => {
  it('reads a required field as it is', () => {
    const info = fieldInfo(field(CreateOrderBody, 'carts'));
    expect(info).toEqual({
      base: field(CreateOrderBody, 'carts'),
      optional: false,
      nullable: false,
    });
    expect(typeNameOf(info.base)).toBe('ZodArray');
  });

  it('reads a default as optional, with the value the body gets when it is left out', () => {
    const info = fieldInfo(field(CreateOrderBody, 'pointsToUse'));
    expect(info.optional).toBe(true);
    expect(info.nullable).toBe(false);
    expect(info.defaultValue).toBe(CreateOrderBody.parse({ carts: [1] }).pointsToUse);
    expect(typeNameOf(info.base)).toBe('ZodNumber');
  });

  it('reads a nullable field with a null default', () => {
    const info = fieldInfo(field(ProductPostBody, 'thumbnailUrl'));
    expect(info).toMatchObject({ optional: true, nullable: true, defaultValue: null });
    expect('defaultValue' in info).toBe(true);
    expect(typeNameOf(info.base)).toBe('ZodString');
  });

  it('reads an optional field without a default', () => {
    const info = fieldInfo(field(ProductPostBody, 'faceValue'));
    expect(info.optional).toBe(true);
    expect(info.nullable).toBe(false);
    expect('defaultValue' in info).toBe(false);
  });

  it('reads the coerced page number under its default', () => {
    const info = fieldInfo(field(PageQuery, 'page'));
    expect(info.optional).toBe(true);
    expect(info.defaultValue).toBe(PageQuery.parse({}).page);
    expect(typeNameOf(info.base)).toBe('ZodNumber');
  });

  it('reads a comma list as the text it is on the wire, not the array it becomes', () => {
    const list = commaList(PostSort);
    expect(typeNameOf(list)).toBe('ZodString');
    expect(Array.isArray(list.parse('LATEST,PRICE_ASC'))).toBe(true);
    expect(typeNameOf(list.optional())).toBe('ZodString');
  });

  it('looks through brand, catch, readonly and lazy', () => {
    const wrapped = z.lazy(() => z.number().catch(1).brand('Seq').readonly());
    expect(typeNameOf(wrapped)).toBe('ZodNumber');
    expect(fieldInfo(wrapped).optional).toBe(false);
  });
});

describe('objectShape and fieldOf', () => {
  it('lists the fields of a body, through the refinement of a form schema', () => {
    expect(Object.keys(objectShape(SignUpBody) ?? {})).toEqual(
      Object.keys(signUpFormSchema.innerType().shape).filter((key) => key !== 'passwordRepeat'),
    );
    expect(Object.keys(objectShape(signUpFormSchema) ?? {})).toContain('passwordRepeat');
  });

  it('reads a nested object', () => {
    const agreements = field(SignUpBody, 'agreements');
    expect(typeNameOf(agreements)).toBe('ZodObject');
    expect(Object.keys(objectShape(agreements) ?? {})).toEqual([
      'terms',
      'personalInformation',
      'notifications',
    ]);
  });

  it('answers null for what is not an object, and for a field an object does not have', () => {
    expect(objectShape(z.string())).toBeNull();
    expect(objectShape(field(CreateOrderBody, 'carts'))).toBeNull();
    expect(fieldOf(CreateOrderBody, 'nothing')).toBeNull();
    expect(fieldOf(z.string(), 'length')).toBeNull();
  });

  it('tells a single answer from a page by its pagination field', () => {
    expect(typeNameOf(field(ok(EmailVerified), 'pagination'))).toBe('ZodNull');
    expect(typeNameOf(field(okPage(EmailVerified), 'pagination'))).toBe('ZodObject');
  });
});

describe('choicesOf', () => {
  it('lists the options of an enum, under optional and default', () => {
    expect(choicesOf(field(OrderListQuery, 'type'))).toEqual(orderTypeFilters);
    expect(choicesOf(field(SubscriptionListQuery, 'sort'))).toEqual(PostSort.options);
    expect(fieldInfo(field(SubscriptionListQuery, 'sort')).defaultValue).toBe(
      SubscriptionListQuery.parse({}).sort,
    );
  });

  it('reads a literal as its one choice', () => {
    expect(choicesOf(field(EmailVerified, 'verified'))).toEqual([true]);
  });

  it('lists the values of a native enum', () => {
    const Colour = { Red: 'red', Blue: 'blue' } as const;
    expect(choicesOf(z.nativeEnum(Colour))).toEqual(['red', 'blue']);
  });

  it('answers null for a field without fixed choices', () => {
    expect(choicesOf(field(CreateOrderBody, 'pointsToUse'))).toBeNull();
  });
});

describe('isZodSchema and bodySchemaOf', () => {
  it('finds the body of a route that takes one', () => {
    expect(bodySchemaOf(contract.auth.signIn)).toBe(SignInBody);
    expect(bodySchemaOf(contract.orders.createOrder)).toBe(CreateOrderBody);
  });

  it('finds none for a GET or for a route declared without a body', () => {
    expect(bodySchemaOf(contract.orders.getOrder)).toBeUndefined();
    expect(bodySchemaOf(contract.orders.confirmOrder)).toBeUndefined();
  });

  it('tells a schema from the rest', () => {
    expect(isZodSchema(SignInBody)).toBe(true);
    expect(isZodSchema(contract.orders.confirmOrder.body)).toBe(false);
    expect(isZodSchema(undefined)).toBe(false);
    expect(isZodSchema({ safeParse: 'not a function' })).toBe(false);
  });
});
