// What a price pin says (docs/product/search.md#map): the rent in short en-IN form,
// "₹950", "₹22k", "₹22.5k", "₹1.2L", so a pin stays small.
const short = (value: number) => String(Math.round(value * 10) / 10);

export const pinLabel = (rent: number) => {
  if (rent < 1_000) return `₹${rent}`;
  if (rent < 1_00_000) return `₹${short(rent / 1_000)}k`;
  return `₹${short(rent / 1_00_000)}L`;
};
