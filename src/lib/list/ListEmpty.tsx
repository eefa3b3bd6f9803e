// react-admin's empty list page ("no records yet", with the create button), loaded by AppList.
export { Empty as default } from 'react-admin';
