/** Two short documents written for u28g D1 whose verbs are irregular past forms ("paid", "left", "bought", "lent"): unit and e2e tests paste them. */
export const DOCUMENTS: Record<string, string> = {
  coworking: `Coworking house rules

Desks. A fixed desk is paid on the first working day of each month; a day pass is paid at the front desk.

Keys. Members who left their key card at home get a visitor badge from reception for the day.

Kitchen. Coffee beans are bought with the shared card and stored in the top cupboard.

Meeting rooms. Rooms are booked in the app for at most three hours. A meeting that ran over its slot is charged per extra half hour.`,
  loans: `Equipment loan policy

Laptops. The IT desk lent laptops for up to two weeks. A borrower who lost a laptop reports it the same day.

Cameras. Cameras are only given to staff who took the short camera course.

Returns. Equipment is brought back to the IT desk, not left in meeting rooms. A reminder is sent three days before the loan ends.`,
};
