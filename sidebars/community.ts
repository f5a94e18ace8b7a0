import {leadThenGenerated} from './lead';

export default leadThenGenerated('community');
