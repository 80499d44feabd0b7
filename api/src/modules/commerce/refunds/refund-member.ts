/** The member a refund call is about: the tenant of the token and its user (a Shopper fits). */
export interface RefundMember {
  organizationId: number;
  userId: number;
}
