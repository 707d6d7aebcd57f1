// The contract schemas the endpoint modules check answers with, in one module that
// api-client.ts loads with the first answer to check, not with the page: zod is ~25 KB
// gzipped, and a server-rendered page hydrates from answers the server has checked already,
// so an anonymous visitor's page may never need it.
export {
  accountCodeCreatedSchema,
  accountCodeSchema,
  accountCodesListSchema,
  accountTypeResponseSchema,
  adminSettingsSchema,
  assignUserResponseSchema,
  authResponseSchema,
  contactResponseSchema,
  forgotPasswordResponseSchema,
  itemSchema,
  itemsListSchema,
  itemWriteResponseSchema,
  leadSchema,
  propertiesListSchema,
  propertySchema,
  publicConfigSchema,
  serverFavouritesSchema,
  successResponseSchema,
  unitAuditListSchema,
  updateUserResponseSchema,
  userSchema,
  usersListSchema,
  visitorPropertiesFrom,
} from '@vitrina/contracts';
