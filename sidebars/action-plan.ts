import {leadThenGenerated} from './lead';

export default leadThenGenerated('action-plan');
