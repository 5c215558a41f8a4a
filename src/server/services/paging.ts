export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
