import { describe, expect, it } from 'vitest';
import { fieldErrors, firstErrors } from './errors';
import { editUserFieldsSchema, toUpdateProfileRequest, updateUserRequestSchema } from './profile';
import { accountTypeRequestSchema, updateTypeRequestSchema, userSchema } from './users';

const PROFILE = { name: 'Ana López', email: 'ana@example.com', phone: '+525512345678', current_password: 'old' };

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrors(result.error as Parameters<typeof firstErrors>[0]);
};

describe('POST /update-user/{id}', () => {
  it('accepts the profile form, with or without a new password', () => {
    expect(updateUserRequestSchema.parse(PROFILE)).toEqual(PROFILE);
    expect(updateUserRequestSchema.parse({ ...PROFILE, password: 'Nueva1234' })).toMatchObject({ password: 'Nueva1234' });
    expect(updateUserRequestSchema.parse({ ...PROFILE, password: '' })).toEqual(PROFILE);
    expect(updateUserRequestSchema.parse({ ...PROFILE, password: null })).toEqual(PROFILE);
  });

  it('accepts the admin form { user_type: "User" } alone', () => {
    expect(updateUserRequestSchema.parse({ user_type: 'User' })).toEqual({ user_type: 'User' });
  });

  it('reports per-field keys, not a bare union error', () => {
    expect(errorsOf(updateUserRequestSchema, {})).toEqual({
      name: 'register.nameRequired',
      email: 'register.emailRequired',
      phone: 'register.phoneRequired',
      current_password: 'edit.currentPasswordRequired',
    });
    expect(errorsOf(updateUserRequestSchema, { ...PROFILE, password: 'abcdefgh' })).toEqual({ password: 'register.passwordUppercase' });
  });

  it('refuses unknown fields, naming each one', () => {
    const result = updateUserRequestSchema.safeParse({ ...PROFILE, type: 'Admin', user_id: 9 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ type: ['common.unknownField'], user_id: ['common.unknownField'] });
  });

  it('never lets the admin form raise a type other than User', () => {
    expect(updateUserRequestSchema.safeParse({ user_type: 'Admin' }).success).toBe(false);
  });
});

describe('edit-user form', () => {
  const FORM = { ...PROFILE, changePassword: false, password: '' };

  it('checks the new password only when the checkbox is on', () => {
    expect(errorsOf(editUserFieldsSchema, FORM)).toEqual({});
    expect(errorsOf(editUserFieldsSchema, { ...FORM, changePassword: true })).toEqual({ password: 'register.passwordRequired' });
    expect(errorsOf(editUserFieldsSchema, { ...FORM, changePassword: true, password: 'Abcdefgh' })).toEqual({
      password: 'register.passwordNumber',
    });
    expect(errorsOf(editUserFieldsSchema, { ...FORM, current_password: '', name: 'ab' })).toEqual({
      name: 'register.nameMinLength',
      current_password: 'edit.currentPasswordRequired',
    });
  });

  it('sends the new password only when it is being changed', () => {
    expect(toUpdateProfileRequest(editUserFieldsSchema.parse({ ...FORM, password: 'ignored' }))).toEqual(PROFILE);
    const changed = toUpdateProfileRequest(editUserFieldsSchema.parse({ ...FORM, changePassword: true, password: 'Nueva1234' }));
    expect(changed).toEqual({ ...PROFILE, password: 'Nueva1234' });
    expect(updateUserRequestSchema.safeParse(changed).success).toBe(true);
  });
});

describe('account type choice', () => {
  it('requires an option', () => {
    expect(errorsOf(accountTypeRequestSchema, {})).toEqual({ userType: 'selectAccount.selectOption' });
    expect(errorsOf(accountTypeRequestSchema, { userType: 'Admin', verificationCode: 'X' })).toEqual({
      userType: 'selectAccount.selectOption',
    });
  });

  it('sets Guest without a code and requires a code for every other type', () => {
    expect(accountTypeRequestSchema.parse({ userType: 'Guest' })).toEqual({ userType: 'Guest' });
    for (const userType of ['User', 'Vitrina', 'Selecta']) {
      expect(errorsOf(accountTypeRequestSchema, { userType })).toEqual({ verificationCode: 'selectAccount.codeRequired' });
      expect(errorsOf(accountTypeRequestSchema, { userType, verificationCode: '   ' })).toEqual({
        verificationCode: 'selectAccount.codeRequired',
      });
    }
    expect(accountTypeRequestSchema.parse({ userType: 'User', verificationCode: ' owner-1 ' })).toEqual({
      userType: 'User',
      verificationCode: 'owner-1',
    });
  });

  it('applies the same rules to POST /update-type/{id}', () => {
    expect(errorsOf(updateTypeRequestSchema, { type: 'Selecta' })).toEqual({ verificationCode: 'selectAccount.codeRequired' });
    expect(updateTypeRequestSchema.safeParse({ type: 'Guest' }).success).toBe(true);
  });
});

describe('user answer', () => {
  it('reads a user and refuses an unknown type', () => {
    const user = { id: 1, name: 'Ana', email: 'ana@example.com', phone: null, type: 'User' };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, type: 'Root' }).success).toBe(false);
  });
});
