/** API Gateway HTTP API's largest request payload: bigger bodies are refused with 413 before any Lambda runs. */
export const HTTP_API_MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
