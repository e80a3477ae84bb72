#import "StatsRowView.h"

/// Followers and following, side by side.
@implementation StatsRowView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UILabel *followersLabel = [UILabel new];
        UILabel *followingLabel = [UILabel new];
        followersLabel.translatesAutoresizingMaskIntoConstraints = NO;
        followingLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:followersLabel];
        [self addSubview:followingLabel];
        NSDictionary *views = NSDictionaryOfVariableBindings(followersLabel, followingLabel);
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[followersLabel(==followingLabel)]-16-[followingLabel]-16-|"
                                                                     options:0 metrics:nil views:views]];
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[followingLabel(>=180)]" options:0 metrics:nil views:views]];
    }
    return self;
}

@end
