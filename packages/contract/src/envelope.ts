/** Every API response is this envelope with HTTP 200; `code 0` is success (docs/product-rules/api-conventions.md#envelope). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'success', data };
}
