/** The pass on the profile: active until a date, or the plan and a way to buy it. */
export function SubscriptionCard() {
  return null;
}
