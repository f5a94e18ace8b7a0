import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import PrivacyLinks from '@site/src/components/ConsentBanner/PrivacyLinks';

type Props = WrapperProps<typeof CopyrightType>;

/** The copyright line, then the privacy notice and the "Privacy settings" link that reopens the consent panel. */
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <PrivacyLinks />
    </>
  );
}
