public typealias LinearRelation = Relation
