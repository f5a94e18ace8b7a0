/** Stand-in for @generated/site-storage: plain localStorage, no namespace. */
export default {type: 'localStorage', namespace: ''};
