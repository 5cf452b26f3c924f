import { codeButtonIcon } from './icon';

export default codeButtonIcon('wrap');
