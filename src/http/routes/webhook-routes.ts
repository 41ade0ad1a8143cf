// The webhook endpoints, in the order the OpenAPI document lists them.

import type { RouteDef } from '../route.ts';
import { redeliverWebhookRoute, listWebhookDeliveriesRoute, rotateWebhookSecretRoute } from './webhook-deliveries.ts';
import { deleteWebhookRoute, listWebhooksRoute, registerWebhookRoute } from './webhook-endpoints.ts';

export const webhookRoutes: RouteDef[] = [registerWebhookRoute, listWebhooksRoute, deleteWebhookRoute, rotateWebhookSecretRoute, listWebhookDeliveriesRoute, redeliverWebhookRoute];
