import { MyExemptionsPage } from './exemption-list-page.tsx';

export default MyExemptionsPage;
