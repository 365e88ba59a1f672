import { AllExemptionsPage } from './exemption-list-page.tsx';

export default AllExemptionsPage;
