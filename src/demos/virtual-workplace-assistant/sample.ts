/** An invented meeting transcript (illustrative; the people and project are fictional). */
export const SAMPLE_TITLE = 'Customer portal launch check-in';

export const SAMPLE_TRANSCRIPT = `[09:00] Maria Lopez: Good morning, everyone. The goal today is to confirm the launch plan for the new customer portal.
[09:01] Tom Becker: Morning. The portal build is feature complete, but the load test showed slow search pages above 300 concurrent users.
[09:02] Maria Lopez: How slow are we talking?
[09:02] Tom Becker: Search pages take about four seconds at peak. The target in the launch plan is under two seconds.
[09:03] Aisha Khan: Support is ready on our side. The help articles for the portal are written and reviewed.
[09:04] Maria Lopez: Good. Tom, can you fix the search index settings and rerun the load test by Thursday?
[09:04] Tom Becker: Yes. I'll also add caching for the product catalogue, which should cut most of the search load.
[09:05] Aisha Khan: One risk: customers will log in with their old passwords, and the password reset e-mails still show the old logo.
[09:06] Maria Lopez: That needs fixing before launch. Aisha will update the reset e-mail template by 12 March.
[09:07] Tom Becker: We also need to decide whether to launch to everyone or start with a pilot group.
[09:08] Aisha Khan: A pilot group keeps the support queue manageable. I would start with the 200 customers from the beta list.
[09:09] Maria Lopez: Agreed. We decided to launch to the beta pilot group of 200 customers first, then open to everyone two weeks later if the error rate stays low.
[09:10] Tom Becker: Then the go-live date stays on the 18th. I will send the pilot customer list to marketing tomorrow.
[09:11] Aisha Khan: We need to agree what counts as a low error rate before the pilot starts.
[09:12] Maria Lopez: Let's go with fewer than one failed login in a hundred as the threshold.
[09:12] Maria Lopez: Action: Maria to brief the leadership team on the pilot plan by Friday.
[09:13] Aisha Khan: I'll prepare a short FAQ for the support team covering the pilot.
[09:14] Maria Lopez: Great. Thanks, everyone. Let's meet again on Monday to review the load test results.`;
