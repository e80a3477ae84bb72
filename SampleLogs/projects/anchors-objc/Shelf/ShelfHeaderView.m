#import "ShelfHeaderView.h"

@interface ShelfHeaderView ()
@property (nonatomic, strong) UIImageView *coverView;
@end

/// The shelf's header shows the latest cover as tall as a cell's.
@implementation ShelfHeaderView

- (void)pinCover {
    [NSLayoutConstraint activateConstraints:@[
        [self.coverView.heightAnchor constraintEqualToConstant:90],
        [self.coverView.centerYAnchor constraintEqualToAnchor:self.centerYAnchor],
    ]];
}

@end
