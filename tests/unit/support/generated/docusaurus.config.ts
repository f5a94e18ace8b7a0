/** Stand-in for @generated/docusaurus.config: the real site config. */
export {default} from '../../../../docusaurus.config';
