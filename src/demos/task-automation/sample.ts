/**
 * Invented support-inbox messages and labelled examples for the Task Automation demo.
 * People, shops and order numbers are fictional; e-mail addresses use the reserved example.com domain.
 */
import type {Category, LabelledExample, Message} from './triage';

export const SAMPLE_MESSAGES: readonly Message[] = [
  {id: 'm01', from: 'jane.doe@example.com', subject: 'Refund for damaged blender', body: 'Hi, my blender from order ORD-48213 arrived with a cracked jug. I paid $89.99 on 2026-11-02. Please refund me, I do not want a replacement.'},
  {id: 'm02', from: 'k.ito@example.com', subject: 'Where is my parcel?', body: 'Order ORD-48377 was supposed to arrive on November 14 but tracking has not moved for five days. Can you check where the package is?'},
  {id: 'm03', from: 'sam.r@example.com', subject: 'Cannot log in', body: 'I reset my password twice and still get "invalid credentials" when I try to sign in. My account e-mail is sam.r@example.com.'},
  {id: 'm04', from: 'accounts@example.com', subject: 'Invoice INV-20931 charged twice', body: 'Our company card was charged twice for invoice INV-20931, two payments of $240.00 on 2026-11-05. Please reverse the duplicate charge.'},
  {id: 'm05', from: 'li.wei@example.com', subject: 'App crashes when I upload a photo', body: 'The mobile app crashes every time I attach a photo to a review. Android 15, app version 4.2.1. It started after the last update.'},
  {id: 'm06', from: 'p.novak@example.com', subject: 'Cancel my subscription', body: 'Please cancel my premium subscription at the end of this billing period. I no longer need it. Thanks.'},
  {id: 'm07', from: 'olga@example.com', subject: 'Great service', body: 'Just wanted to say the new checkout is much faster and your support team was very kind last week. Keep it up!'},
  {id: 'm08', from: 'd.mensah@example.com', subject: 'Wrong size delivered', body: 'I ordered size M but received XL in order ORD-48455. I would like my money back, it was €45.50.'},
  {id: 'm09', from: 'ruth.k@example.com', subject: 'Delivery to wrong address', body: 'The courier says my package was delivered but it is not here. Order ORD-48502, shipped on 10 November. Can you open a trace with the carrier?'},
  {id: 'm10', from: 'mike@example.com', subject: 'Two-factor code never arrives', body: 'I am locked out of my account because the two-factor SMS code never arrives. I changed phones last month.'},
  {id: 'm11', from: 'finance@example.com', subject: 'VAT number missing on invoice', body: 'Invoice INV-21007 does not show our VAT number. Could you reissue the invoice with the correct company details?'},
  {id: 'm12', from: 'tariq@example.com', subject: 'Error 500 on the orders page', body: 'Every time I open My Orders I get an error 500 page. Tried Chrome and Firefox, cleared the cache, same result since 2026-11-16.'},
  {id: 'm13', from: 'helen.b@example.com', subject: 'Please close my account', body: 'I want to cancel my membership and delete my account. Please confirm when it is done.'},
  {id: 'm14', from: 'n.ferreira@example.com', subject: 'Refund still not received', body: 'You approved a refund of $310.00 for order ORD-47990 on October 28 but the money is not back on my card yet.'},
  {id: 'm15', from: 'grace@example.com', subject: 'Question', body: 'Hello, I have a question about my order, can someone call me?'},
  {id: 'm16', from: 'yusuf@example.com', subject: 'Package arrived late and damaged', body: 'Order ORD-48610 came three days late and the box was crushed. The lamp inside still works, but this is the second late delivery.'},
  {id: 'm17', from: 'a.schmidt@example.com', subject: 'Change billing address', body: 'Please update the billing address on my account for future invoices. Our office moved on 1 December.'},
  {id: 'm18', from: 'bea@example.com', subject: 'Suggestion for the app', body: 'It would be lovely if the app had a dark mode and a wish list I could share with family.'},
  {id: 'm19', from: 'chen.h@example.com', subject: 'Return and refund for headphones', body: 'I returned the headphones from order ORD-48122 on November 3 with the prepaid label. Please refund the $129.00.'},
  {id: 'm20', from: 'omar@example.com', subject: 'Charged after cancelling', body: 'I cancelled my subscription in October but was still charged $19.99 on 2026-11-01. Please refund this charge and make sure the cancellation went through.'},
];

export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  refund: 'Refund request',
  shipping: 'Shipping and delivery',
  account: 'Account access',
  billing: 'Billing and invoices',
  bug: 'Technical problem',
  cancellation: 'Cancellation',
  feedback: 'Feedback',
};

/** Labelled examples: the classifier compares each message with these. */
export const EXAMPLES: readonly LabelledExample[] = [
  {category: 'refund', text: 'I would like a refund for my order, the item arrived broken'},
  {category: 'refund', text: 'Please give me my money back for the product I returned'},
  {category: 'refund', text: 'The refund for my returned item has not arrived on my card'},
  {category: 'shipping', text: 'My package has not arrived and the tracking shows no update'},
  {category: 'shipping', text: 'The courier delivered my parcel to the wrong address'},
  {category: 'shipping', text: 'Delivery is late, when will my order be shipped'},
  {category: 'account', text: 'I cannot log in to my account, password reset does not work'},
  {category: 'account', text: 'Locked out of my account, the verification code never arrives'},
  {category: 'account', text: 'Please change the e-mail address on my account login'},
  {category: 'account', text: 'I have not been able to sign in since I changed my phone'},
  {category: 'billing', text: 'My card was charged twice for the same invoice'},
  {category: 'billing', text: 'Please reissue the invoice with our company VAT details'},
  {category: 'billing', text: 'Update the billing address used on invoices and payments'},
  {category: 'bug', text: 'The app crashes when I open this screen after the update'},
  {category: 'bug', text: 'I get an error page when I load the website, tried another browser'},
  {category: 'bug', text: 'The button does not work and the page freezes'},
  {category: 'bug', text: 'Since the new version the feature stopped working and keeps failing with an error message'},
  {category: 'cancellation', text: 'Please cancel my subscription at the end of the billing period'},
  {category: 'cancellation', text: 'I want to close my account and end my membership'},
  {category: 'feedback', text: 'Thank you, great service, the support team was very helpful'},
  {category: 'feedback', text: 'A suggestion: it would be nice if the app had this feature'},
];

/** Rules are one per line: words or phrases separated by "|", then "=>", then a category. */
export const DEFAULT_RULES = `# Each rule adds 0.3 to a category when any phrase appears in the message.
money back | refund => refund
tracking | courier | parcel => shipping
locked out | password | two-factor => account
invoice | charged twice | vat => billing
crash | error 500 | error page => bug
cancel my subscription | close my account => cancellation`;

/** The "correct" category of each sample message, used to check the classifier (see unit tests). */
export const EXPECTED: Readonly<Record<string, Category>> = {
  m01: 'refund', m02: 'shipping', m03: 'account', m04: 'billing', m05: 'bug', m06: 'cancellation', m07: 'feedback',
  m08: 'refund', m09: 'shipping', m10: 'account', m11: 'billing', m12: 'bug', m13: 'cancellation', m14: 'refund',
  m16: 'shipping', m17: 'billing', m18: 'feedback', m19: 'refund', m20: 'refund',
};
