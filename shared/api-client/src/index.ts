export { createApiClient, tenantHeaders, type ApiClient, type ApiClientOptions } from './client';
export { withResponseHooks, type ResponseHooks } from './response-hooks';
export { ApiError, GENERIC_ERROR_MESSAGE, toApiError, unwrap, type FetchResult } from './api-error';
export type { components, operations, paths } from './schema.gen';
export { sendUploadChunks, type OpenedUpload } from './chunked-upload';
export type { OkBody, CreatedBody, QueryOf } from './operation-types';
