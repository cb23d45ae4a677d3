/** Our wording: the spec gives no text for these answers. */
export const HTTP_TEXTS = {
  tooDeep: (max: number) => `İstek gövdesi en fazla ${max} düzey iç içe olabilir.`,
} as const;
