import type { ActionFunctionArgs, AppLoadContext } from 'react-router';
import { createApiClient } from './api-client';
import { pageUrlOf, requireUser } from './auth-guard';
import { formField } from './form-body';

/** The API client for loaders and actions: answered in-process with the visitor's own session. */
export const serverApi = (context: AppLoadContext, request: Request) =>
  createApiClient({
    transport: (path, init) => context.apiFetch(path, init),
    currentUrl: () => pageUrlOf(request),
  });

/** What a signed-in member's form action starts from: the sign-in guard, the contract, the API client and the posted form with a reader of its fields. */
export async function memberFormAction({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  return { api, client, form, field: (key: string) => formField(form, key) };
}
