#import "BookCell.h"

@interface BookCell ()
@property (nonatomic, strong) UIImageView *coverView;
@property (nonatomic, strong) UILabel *titleLabel;
@end

@implementation BookCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (!self) { return nil; }
    _coverView = [[UIImageView alloc] init];
    _titleLabel = [[UILabel alloc] init];
    for (UIView *view in @[_coverView, _titleLabel]) {
        view.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:view];
    }
    [NSLayoutConstraint activateConstraints:@[
        [self.coverView.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:10],
        [self.coverView.heightAnchor constraintEqualToConstant:90],
        [self.contentView.bottomAnchor constraintEqualToAnchor:self.coverView.bottomAnchor constant:10],
        [self.coverView.widthAnchor constraintEqualToAnchor:self.coverView.heightAnchor multiplier:0.66],
        [self.titleLabel.leadingAnchor constraintEqualToAnchor:self.coverView.trailingAnchor constant:12],
        [self.titleLabel.trailingAnchor constraintLessThanOrEqualToAnchor:self.contentView.trailingAnchor constant:-16],
    ]];
    return self;
}

@end
